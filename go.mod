module github.com/xwing-arcs/arcs

go 1.26

require (
	github.com/norunners/vert v0.0.0-20221203075838-106a353d42dd
	github.com/stretchr/testify v1.12.1
)

require go.yaml.in/yaml/v3 v3.0.5 // indirect
